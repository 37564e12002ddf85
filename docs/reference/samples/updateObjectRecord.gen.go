// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// PATCH /objects/{object_id}/records/{record_id}: the sample shown on the reference page.

// Go 1.19 or later, standard library only; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as update_object_record.go, run: go run update_object_record.go
package main

import (
	"os"
	"fmt"
	"strings"
	"net/http"
	"io"
)

func main() {

	url := os.Getenv("CMP_BASE_URL") + "/objects/obj_deals/records/rec_5c2e91"

	payload := strings.NewReader("{\"stage\":\"won\"}")

	req, err := http.NewRequest("PATCH", url, payload)

	if err != nil {
		panic(err)
	}
	req.Header.Add("Authorization", "Bearer " + os.Getenv("CMP_ACCESS_TOKEN"))
	req.Header.Add("Content-Type", "application/json")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}

	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		panic(err)
	}

	fmt.Println(string(body))

}
