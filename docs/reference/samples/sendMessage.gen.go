// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /conversations/{conversation_id}/messages: the sample shown on the reference page.

// Go 1.19 or later, standard library only; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as send_message.go, run: go run send_message.go
package main

import (
	"os"
	"fmt"
	"strings"
	"net/http"
	"io"
)

func main() {

	url := os.Getenv("CMP_BASE_URL") + "/conversations/90211/messages"

	payload := strings.NewReader("{\"type\":\"text\",\"content\":\"Your order ships today.\"}")

	req, err := http.NewRequest("POST", url, payload)

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
