// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /oauth/token: the sample shown on the reference page.

// Go 1.19 or later, standard library only; set CMP_BASE_URL, CMP_CLIENT_ID and CMP_CLIENT_SECRET, save as create_access_token.go, run: go run create_access_token.go
package main

import (
	"os"
	"fmt"
	"strings"
	"net/http"
	"io"
)

func main() {

	url := os.Getenv("CMP_BASE_URL") + "/oauth/token"

	payload := strings.NewReader("{\"client_id\":\"" + os.Getenv("CMP_CLIENT_ID") + "\",\"client_secret\":\"" + os.Getenv("CMP_CLIENT_SECRET") + "\"}")

	req, err := http.NewRequest("POST", url, payload)

	if err != nil {
		panic(err)
	}
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
